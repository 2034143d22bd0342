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
import './types/channel-console';
import './types/token';
import './types/log';
import './types/redemption';
import './types/wallet';
import './types/wallet-console';
import './types/task';

export const schema = builder.toSchema({ sortSchema: true });
