import { MIN_CONTENT_CHARACTERS } from "./constants";

export interface ValidationFailure {
  title: string;
  description: string;
}

export interface OnboardingInput {
  title: string;
  genre: string;
  uploadedText: string | null | undefined;
}

/** product.md §5 onboarding continue, checked in order; null when everything passes. */
export function validateOnboarding(input: OnboardingInput): ValidationFailure | null {
  if (!input.title.trim()) {
    return { title: "Project Title Required", description: "Please enter a project title to continue." };
  }
  if (!input.genre) return { title: "Genre Required", description: "Please select a genre to continue." };
  if (!input.uploadedText) {
    return { title: "File Upload Required", description: "Please upload a valid file to continue." };
  }
  if (input.uploadedText.length < MIN_CONTENT_CHARACTERS) {
    return { title: "Content Required", description: "Please provide at least 100 characters of content." };
  }
  return null;
}

export function canContinueOnboarding(input: OnboardingInput, isPending: boolean): boolean {
  return !isPending && !!input.title.trim() && !!input.genre && !!input.uploadedText;
}
