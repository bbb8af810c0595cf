import { describe, expect, it } from 'vitest';
import { MESSAGES, render } from '../messages';
import {
  canChangeChequeStatus,
  chequeTransitionProblem,
  nextChequeStatuses,
  type ChequeStatus,
  type ChequeTargetStatus,
} from './cheque-status';

describe('cheque status changes', () => {
  const cases: Array<[ChequeStatus, ChequeTargetStatus, boolean]> = [
    ['pending', 'deposited', true],
    ['pending', 'bounced', true],
    ['pending', 'cleared', false],
    ['deposited', 'cleared', true],
    ['deposited', 'bounced', true],
    ['deposited', 'deposited', false],
    ['cleared', 'bounced', false],
    ['cleared', 'deposited', false],
    ['cleared', 'cleared', false],
    ['bounced', 'cleared', false],
    ['bounced', 'deposited', false],
    ['bounced', 'bounced', false],
  ];
  it.each(cases)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canChangeChequeStatus(from, to)).toBe(allowed);
    expect(chequeTransitionProblem(from, to) === null).toBe(allowed);
    expect(nextChequeStatuses(from).includes(to)).toBe(allowed);
  });

  it('says why a change is refused', () => {
    const say = (p: ReturnType<typeof chequeTransitionProblem>) => p && render(MESSAGES[p.key], p.params);
    expect(say(chequeTransitionProblem('pending', 'cleared'))).toBe('A pending cheque cannot be marked cleared: deposit it first');
    expect(say(chequeTransitionProblem('bounced', 'bounced'))).toBe('This cheque is already bounced');
    expect(say(chequeTransitionProblem('cleared', 'bounced'))).toBe('This cheque is already cleared; its status cannot change any more');
  });
});
