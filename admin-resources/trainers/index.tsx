/** Trainers: the generated resource with the account overrides, and the trainer's earnings on their page. */
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { description } from '../generated/trainers';
import { ACCOUNT_OVERRIDES } from '../lib/user-actions';
import { defineResource } from '../lib/views';
import { EarningsPanel } from './EarningsPanel';

export default defineResource(description, { ...ACCOUNT_OVERRIDES, icon: FitnessCenterIcon, showAside: <EarningsPanel /> });
