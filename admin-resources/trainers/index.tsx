/** Trainers: the generated resource with the account overrides. */
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { description } from '../generated/trainers';
import { ACCOUNT_OVERRIDES } from '../lib/user-actions';
import { defineResource } from '../lib/views';

export default defineResource(description, { ...ACCOUNT_OVERRIDES, icon: FitnessCenterIcon });
