import { f, simpleMapper } from './mapper';

// redemptions (codes keep their keys and state) and top_ups (payment history).

export const redemptionsMapper = simpleMapper('redemptions', {
  id: f.int(),
  user_id: f.int(),
  key: f.str(),
  status: f.int(1),
  name: f.str(),
  quota: f.big(100n),
  created_time: f.big(),
  redeemed_time: f.big(),
  used_user_id: f.int(),
  expired_time: f.big(),
  deleted_at: f.time(),
});

export const topUpsMapper = simpleMapper('top_ups', {
  id: f.int(),
  user_id: f.int(),
  amount: f.big(),
  money: f.float(),
  trade_no: f.str(),
  create_time: f.big(),
  complete_time: f.big(),
  status: f.str('pending'),
});
