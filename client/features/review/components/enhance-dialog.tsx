import { AlertTriangle, Clock, ListChecks } from "lucide-react";
import { QUESTIONNAIRE_DIALOG_QUESTIONS } from "#domain/questionnaire";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";

interface EnhanceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEnhance: () => void;
  onSkip: () => void;
  isGenerating: boolean;
}

/** product.md §2 'Want Better Results?': the optional questionnaire before generating a deck. */
export function EnhanceDialog({ open, onOpenChange, onEnhance, onSkip, isGenerating }: EnhanceDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="text-xl">Want Better Results?</DialogTitle>
          <DialogDescription>
            Answer a few optional questions about your story and we'll weave your answers into your Complete
            Deck Outline, for sharper copy and a deck that sounds like you.
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 text-primary" />
            About 5 minutes
          </li>
          <li className="flex items-center gap-2">
            <ListChecks aria-hidden className="size-4 text-primary" />
            {QUESTIONNAIRE_DIALOG_QUESTIONS} questions, all optional
          </li>
        </ul>
        <p className="flex gap-2 rounded-md border border-amber-500/40 bg-accent p-3 text-sm text-accent-foreground">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            This is a one-time opportunity: once your deck is generated, these answers can't be added to it.
          </span>
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onSkip} disabled={isGenerating}>
            Skip for Now
          </Button>
          <Button onClick={onEnhance} disabled={isGenerating}>
            Yes, Enhance My Deck
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
