/**
 * The shape every company-scoped planning route shares: the owner's company first (404 for
 * a stranger, naming `companyId`), and a created record answered with 201 and its view.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CallDef } from '@fina/contract';
import { assertCompanyOwner, registerCall } from '@fina/service-kit';
import type { CallHandler, CallOptions, CallRequest, CompanyRow } from '@fina/service-kit';

/** A call served under `company/:companyId/…`. */
type CompanyCallDef = CallDef<
  z.ZodType | undefined,
  z.ZodType<{ companyId: string }>,
  z.ZodType | undefined,
  z.ZodType
>;

type CompanyHandler<C> = (
  company: CompanyRow,
  request: CallRequest<C>,
  reply: FastifyReply,
) => ReturnType<CallHandler<C>>;

/** `registerCall` for a call on one company: the handler gets the caller's own company. */
export function registerCompanyCall<C extends CompanyCallDef>(
  app: FastifyInstance,
  def: C,
  handler: CompanyHandler<C>,
  options?: CallOptions,
): void {
  registerCall(
    app,
    def,
    async (request, reply) => {
      const { companyId } = request.params as { companyId: string };
      return handler(await assertCompanyOwner(request, companyId, 'companyId'), request, reply);
    },
    options,
  );
}

/** The answer to a create: 201 and the saved row's view (`what` names it if none came back). */
export function createdAnswer<Row, View>(
  reply: FastifyReply,
  row: Row | undefined,
  what: string,
  view: (row: Row) => View,
): View {
  if (!row) throw new Error(`The ${what} was not saved.`);
  reply.code(201);
  return view(row);
}
