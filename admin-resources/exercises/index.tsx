/** Platform exercises (owner none): created and edited from a content library; no list of their own. */
import SportsGymnasticsIcon from '@mui/icons-material/SportsGymnastics';
import { description } from '../generated/exercises';
import { defineResource } from '../lib/views';

const exercises = defineResource(description, { icon: SportsGymnasticsIcon });
export default { ...exercises, list: undefined };
