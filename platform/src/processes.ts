/** Whether a process with this pid exists (one owned by another user counts: signal 0 is refused, not unanswered). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
