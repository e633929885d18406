/** What every page receives from the route table. */
export interface PageProps {
  params: Record<string, string | undefined>;
  /** For the shared placeholder: the area that builds the screen. */
  pendingArea?: string;
}
