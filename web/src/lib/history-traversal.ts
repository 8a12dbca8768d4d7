/** The document was loaded by Back or Forward, or by a reload: the visitor came back to it, not newly to it. */
export function isHistoryTraversal(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward' || navigation?.type === 'reload';
}
