/** Athletes: the generated resource with the account overrides. */
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { description } from '../generated/athletes';
import { ACCOUNT_OVERRIDES } from '../lib/user-actions';
import { defineResource } from '../lib/views';

export default defineResource(description, { ...ACCOUNT_OVERRIDES, icon: DirectionsRunIcon });
