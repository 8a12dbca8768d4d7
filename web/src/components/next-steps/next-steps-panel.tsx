// The confirmation's "what happens next" block, loaded when a request has been sent: its code and
// texts are not needed before (the JavaScript budget, docs/BENCHMARKS.md). Until they arrive the
// reference shows on its own.
import { lazy, Suspense } from 'react';
import type { NextStepsProps } from './next-steps';

const NextSteps = lazy(() => import('./next-steps'));

export function NextStepsPanel(props: NextStepsProps) {
  return (
    <Suspense fallback={<p className="next-steps__reference">{props.reference}</p>}>
      <NextSteps {...props} />
    </Suspense>
  );
}
