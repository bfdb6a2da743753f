import { Box, Typography } from '@mui/material';

interface Props {
  /** The page's one `h1`, already translated. */
  title: string;
  /** A sentence or two under it saying what the page is for. */
  intro: string;
}

/** A page's title and introduction, as the app's pages open. */
export function PageHeader({ title, intro }: Props) {
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="textSecondary">{intro}</Typography>
    </Box>
  );
}
