/** Every account: no list of its own (trainers and athletes have theirs); the target of "decided by" links and of Add user. */
import PeopleIcon from '@mui/icons-material/People';
import { description } from '../generated/users';
import { ACCOUNT_OVERRIDES } from '../lib/user-actions';
import { defineResource } from '../lib/views';

const users = defineResource(description, { ...ACCOUNT_OVERRIDES, icon: PeopleIcon });
export default { ...users, list: undefined };
