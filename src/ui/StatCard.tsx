/** A dashboard figure: a label and its value, optionally a link to where the figure comes from. */
import { Link } from 'react-router';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';

export function StatCard({ label, value, to, testId }: { label: string; value: string | number; to?: string; testId: string }) {
  const body = (
    <CardContent>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
