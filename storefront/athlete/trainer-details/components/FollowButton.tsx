/** Follow / Following (unfollow on hover or focus) for a trainer; a visitor is sent to sign in first. */
import { useState } from 'react';
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { showToast } from '../../../../src/ui/toasts';
import { trainerDetailsText } from '../../common/trainer-details/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useSession } from '../../../../src/session/store';
import { useSignInRedirect } from '../../../../src/ui/sign-in-redirect';
import { useFollow } from '../api/get-follow';
import { useToggleFollow } from '../api/toggle-follow';

export function FollowButton({ trainerId, name }: { trainerId: number; name: string }) {
  const signedIn = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const me = useSession((s) => s.user);
  const canFollow = signedIn && (role === 'athlete' || role === 'trainer') && me !== trainerId;
  const follow = useFollow(trainerId, canFollow);
  const toggle = useToggleFollow();
  const signIn = useSignInRedirect();
  const [hover, setHover] = useState(false);
  const t = useText(trainerDetailsText);

  // Admins and the trainer on their own page have nothing to follow.
  if (signedIn && !canFollow) return null;
  if (!signedIn) {
    return (
      <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={signIn}>
        {t.follow}
      </Button>
    );
  }
  const row = follow.data ?? null;
  const following = toggle.isPending ? toggle.variables?.follow === true : row !== null;
  const onError = (err: Error) => showToast({ type: 'error', message: err.message });
  const click = () => {
    if (toggle.isPending || follow.isPending) return;
    if (row) {
      toggle.mutate({ follow: false, trainerId, followId: Number(row.id) }, { onSuccess: () => showToast({ type: 'info', message: t.unfollowed(name) }), onError });
    } else {
      toggle.mutate({ follow: true, trainerId }, { onSuccess: () => showToast({ type: 'success', message: t.followed(name) }), onError });
    }
  };
  return following ? (
    <Button
      variant="outlined"
      color={hover ? 'error' : 'primary'}
      startIcon={<CheckIcon />}
      aria-pressed
      aria-label={t.followingUnfollow(name)}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      onClick={click}
      disabled={follow.isPending}
      sx={{ minWidth: 130 }}
    >
      {hover && !toggle.isPending ? t.unfollow : t.following}
    </Button>
  ) : (
    <Button variant="contained" startIcon={<PersonAddAlt1Icon />} aria-pressed={false} onClick={click} disabled={follow.isPending} sx={{ minWidth: 130 }}>
      {t.follow}
    </Button>
  );
}
