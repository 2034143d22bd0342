import { builder } from './builder';
import './types/status';
import './types/user';
import './types/session';

export const schema = builder.toSchema({ sortSchema: true });
