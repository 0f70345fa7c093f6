/**
 * The one seam between a command and where its verdict is shown (GitHub's check runs, comments and
 * pull request reviews: implemented in src/github/). Opened before the work, so a pull request
 * shows it running; closed with the result. Publishing never decides a verdict: every problem is a
 * warning in what `close` returns, and neither method throws for one.
 */
export interface Publisher<Result, Out extends Published = Published> {
  open(): Promise<void>;
  close(result: Result): Promise<Out>;
}

/** What was published, for the log, the job summary and the step's outputs. */
export interface Published {
  warnings: string[];
  checkRunId?: number;
  commentId?: number;
  reviewId?: number;
}
