import { builder } from './builder';
import './types/status';
import './types/user';
import './types/session';
import './types/account';
import './types/setup';
import './types/channel';
import './types/option';
import './types/pricing';
import './types/user-groups';

export const schema = builder.toSchema({ sortSchema: true });
