import { GENRES } from "../../domain/genres";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

interface GenreSelectProps {
  id: string;
  value: string;
  onChange: (genre: string) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
}

/** product.md §3 genres in a Radix select; the trigger is labelled by the form's <Label htmlFor={id}>. */
export function GenreSelect({
  id,
  value,
  onChange,
  placeholder = "Select a genre",
  disabled,
  invalid,
}: GenreSelectProps) {
  return (
    <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {GENRES.map((genre) => (
          <SelectItem key={genre} value={genre}>
            {genre}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
