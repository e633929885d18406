/**
 * For tests: a `fetch` answering the API's calls from a table keyed `METHOD /path` (the query
 * left out), a value answered as JSON 200, a Response as it is; any other call is a 404 problem.
 * `sent` lists the calls, with their query and JSON body; `answers` may change as the test goes.
 */
export function fakeTrunkApi(answers: Record<string, unknown>) {
  const sent: { call: string; query: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}`;
    const text = await request.text();
    sent.push({ call, query: url.search, body: text ? JSON.parse(text) : undefined });
    const answer = answers[call];
    if (answer instanceof Response) return answer.clone();
    if (answer === undefined) return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    return Response.json(answer);
  };
  return { fetch, sent, answers };
}
