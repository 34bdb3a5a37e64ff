/** The title bar (spec §2): the first path segment after the role, title-cased, and a back button below a section root. */
import { IconButton, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocation, useNavigate } from 'react-router';
import { hasBackButton, sectionRoot, sectionTitle } from '../routing/title';

export function TitleBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Paper square elevation={0} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {hasBackButton(pathname) && (
        <IconButton aria-label="Back" edge="start" onClick={() => void navigate(sectionRoot(pathname))}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <Typography variant="h6" component="h2" data-testid="title-bar">
        {sectionTitle(pathname)}
      </Typography>
    </Paper>
  );
}
