// How guessable an advisor's password is, estimated by zxcvbn (common passwords, names,
// dictionary words, repeats, keyboard patterns, dates): the inbox holds every visitor's
// personal data, so a password must score at least 3 of 4 ("safely unguessable: moderate
// protection from offline slow-hash scenario", about 10^10 guesses), besides its minimum length.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Why the password is too weak (zxcvbn's own advice), or undefined when it is strong enough. */
export function passwordWeakness(password: string, userInputs: string[] = []): string | undefined {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  const result = estimator.check(password, userInputs);
  if (result.score >= PASSWORD_MIN_SCORE) return undefined;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess (strength ${result.score} of 4, at least ${PASSWORD_MIN_SCORE} needed).${advice ? ` ${advice}` : ''} A few unrelated words make a strong one.`;
}
