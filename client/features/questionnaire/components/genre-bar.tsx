import { Wand2 } from "lucide-react";
import { GenreSelect } from "../../../components/genre-select";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";

interface GenreBarProps {
  genre: string;
  onGenre: (genre: string) => void;
  canLoadTemplate: boolean;
  /** A script or deck keeps its material: the template fills blank answers instead of being analysed. */
  templateFillsAnswers: boolean;
  onLoadTemplate: () => void;
  disabled: boolean;
}

/** product.md §2: genre is optional here; 'Load Template' appears for any genre but Other. */
export function GenreBar({
  genre,
  onGenre,
  canLoadTemplate,
  templateFillsAnswers,
  onLoadTemplate,
  disabled,
}: GenreBarProps) {
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="questionnaire-genre">
          Genre <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <GenreSelect
          id="questionnaire-genre"
          value={genre}
          onChange={onGenre}
          disabled={disabled}
          placeholder="Choose a genre"
        />
      </div>
      {canLoadTemplate && (
        <Button type="button" variant="secondary" onClick={onLoadTemplate} disabled={disabled}>
          <Wand2 aria-hidden />
          Load Template
        </Button>
      )}
      <p className="text-xs text-muted-foreground sm:col-span-2">
        {canLoadTemplate
          ? templateFillsAnswers
            ? `Stuck? Load the ${genre} template to fill the questions you haven't answered. Your upload and its report stay as they are.`
            : `In a hurry? Load the ${genre} template and we'll analyze it straight away.`
          : genre
            ? "Ready-made templates exist for Drama, Thriller, Comedy, Horror, Sci-Fi and Documentary."
            : "Pick a genre to unlock a ready-made template you can analyze straight away."}
      </p>
    </div>
  );
}
