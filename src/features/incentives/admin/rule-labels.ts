import type { RuleEvent } from '@/api/incentives-settings';

/** The rules' events in words, for `t()`: the rules page and a transaction a rule caused. */
export const RULE_LABELS: Record<RuleEvent, string> = {
  course_completed: 'Course completed',
  certificate_earned: 'Certificate earned',
  training_started: 'Training started',
  login_streak: 'Login streak (each day)',
  profile_completed: 'Profile completed',
  review_written: 'Review written',
};
