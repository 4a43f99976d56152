import { ApiError } from './ApiError';

export const NETWORK_ERROR_MESSAGE = 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra kết nối mạng.';

type FetchResult = { data?: unknown; error?: unknown; response: Response };

/** Turns an openapi-fetch result into its data, or throws an ApiError carrying the server message. */
export async function unwrap<R extends FetchResult>(call: Promise<R>): Promise<Exclude<R['data'], undefined>> {
  let result: R;
  try {
    result = await call;
  } catch (error) {
    // fetch() rejects with a TypeError only when the network is unreachable.
    if (error instanceof TypeError) throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
    throw error;
  }
  if (!result.response.ok) throw ApiError.fromBody(result.error, result.response.status);
  return result.data as Exclude<R['data'], undefined>;
}
