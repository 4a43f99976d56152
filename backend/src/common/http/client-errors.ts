import http from 'node:http';
import type { Socket } from 'node:net';
import { defineErrors } from '../errors/app-error';

/** What Node's HTTP parser refuses before any route runs. */
export const ClientErrors = defineErrors('Client', {
  MALFORMED_REQUEST: [400, 'Yêu cầu không hợp lệ hoặc bị cắt ngang, vui lòng gửi lại.'],
  REQUEST_TIMEOUT: [408, 'Gửi yêu cầu quá lâu, vui lòng thử lại.'],
  HEADERS_TOO_LARGE: [431, 'Phần đầu (header) của yêu cầu quá lớn.'],
});

/**
 * Fastify's `clientErrorHandler`: answers in the API's error shape instead of Fastify's English one,
 * say when a client half-closes its socket before the body it announced (a cut-off upload).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'REQUEST_TIMEOUT' : error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  const [status, message] = ClientErrors.catalogue[code];
  // Like Node's own handler: only when no response has begun on this socket.
  const response = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const body = JSON.stringify({ message, code });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
