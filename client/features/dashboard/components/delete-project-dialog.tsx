import { Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import type { HistoryGroup } from "#domain/history";
import { InlineError, useInlineFailure } from "../../../components/inline-error";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../hooks/use-toast";
import { errorMessageOf } from "../../../lib/api-request";
import { useDeleteProject } from "../api/delete-project";
import { useHistory } from "../api/history";

export const DELETE_FAILED_FALLBACK = "Failed to delete project. Please try again.";

/** product.md §2 'Delete Project?': removes every version of the project (product.md §4). */
export function DeleteProjectDialog({ group }: { group: HistoryGroup }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteProject();
  // Older pages not shown yet may hold more of this project's versions: they are deleted too.
  const history = useHistory();
  const olderPages = history.hasNextPage ? (history.data?.pages.at(-1)?.next ?? null) : null;
  const count = group.versions.length;
  const inline = useInlineFailure();
  const confirm = () => {
    inline.clear();
    mutation.mutate(
      { group, olderPages },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: "Project Deleted",
            description: `"${group.title}" has been removed from My Projects.`,
          });
        },
        onError: (error) => {
          // The dialog stays open with the sentence in it, so it can be read and tried again.
          const failure = {
            title: "Delete Failed",
            description: errorMessageOf(error, DELETE_FAILED_FALLBACK),
          };
          inline.show(failure);
          toast({ ...failure, variant: "destructive" });
        },
      },
    );
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (mutation.isPending) return;
        inline.clear();
        setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <Trash2 aria-hidden />
          Delete Project
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete Project?</AlertDialogTitle>
        <AlertDialogDescription>
          This permanently deletes "{group.title}" and{" "}
          {olderPages
            ? "all its versions, including any in older projects not shown yet"
            : count === 1
              ? "its only version"
              : `all ${count} versions`}
          . This can't be undone.
        </AlertDialogDescription>
        <InlineError failure={inline.failure} testId="delete-error" />
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {mutation.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
