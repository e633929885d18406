/** What a step of answers gets: the answers so far and a way to change some. */
export interface StepProps<Q> {
  quiz: Q;
  /** Sets the answers given; an answer set to undefined is removed. */
  onAnswer: (changes: Partial<Q>) => void;
}
