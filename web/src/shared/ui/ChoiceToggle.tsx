import { ToggleButton, ToggleButtonGroup } from '@mui/material';

interface Props<Choice extends string> {
  /** What is chosen, for screen readers ("Filtrer les avis"). */
  label: string;
  choices: readonly Choice[];
  value: Choice;
  labelOf: (choice: Choice) => string;
  onChange: (choice: Choice) => void;
}

/** One of a few choices as a row of toggle buttons (a list's filter, a chart's period). */
export function ChoiceToggle<Choice extends string>({
  label,
  choices,
  value,
  labelOf,
  onChange,
}: Props<Choice>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      // Clicking the chosen button again would unselect it: a choice always stays.
      onChange={(_event, next: Choice | null) => next && onChange(next)}
      aria-label={label}
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {labelOf(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
