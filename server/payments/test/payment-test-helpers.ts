import type { FastifyInstance } from "fastify";

export function sessionIdOf(cookie: string): string {
  // The signed cookie value is "<uuid>.<signature>".
  return cookie.split("=")[1]!.split(".")[0]!;
}

export async function postJson(app: FastifyInstance, url: string, cookie: string, payload: unknown) {
  return app.inject({ method: "POST", url, headers: { cookie }, payload: payload as object });
}

export const VALID_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };
export const DECLINED_CARD = { ...VALID_CARD, cardNumber: "4000 0000 0000 0002" };
