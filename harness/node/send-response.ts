import type { ServerResponse } from 'node:http'

/** Writes a fetch Response (an msw answer) to a Node response. */
export const sendResponse = async (res: ServerResponse, response: Response) => {
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}
