/** A refusal of the content service: body code, message and HTTP status. */
export class InsError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly http = 400,
  ) {
    super(message);
  }
}
