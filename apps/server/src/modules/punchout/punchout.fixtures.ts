import type { FastifyInstance } from 'fastify';
import { tokenForm } from '../../test/test-app';
import { parseXmlSafely } from './cxml/safe-xml';
import { type SetupOptions, setupRequestXml } from './cxml/setup-request.fixtures';

/** Posts a cXML setup request as a procurement system does. */
export function postSetup(app: FastifyInstance, body: string, contentType = 'text/xml; charset=utf-8') {
  return app.inject({
    method: 'POST',
    url: '/punchout/cxml/setup',
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** The code in a StartPage URL (or an OCI redirect). */
export function codeOf(startPage: string): string {
  const code = new URL(startPage).searchParams.get('ac');
  if (!code) throw new Error(`no ac in ${startPage}`);
  return code;
}

export function startPageOf(xml: string): string {
  const doc = parseXmlSafely(xml) as { cXML: { Response: { PunchOutSetupResponse: { StartPage: { URL: string } } } } };
  return doc.cXML.Response.PunchOutSetupResponse.StartPage.URL;
}

export function exchangeCode(app: FastifyInstance, code: string, redirectUri?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    ...tokenForm({
      grant_type: 'authorization_code',
      client_id: 'ecommerce',
      code,
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    }),
  });
}

/** A cXML setup, the code exchanged: the punchout session's bearer header. */
export async function cxmlPunchout(app: FastifyInstance, options: SetupOptions = {}): Promise<Record<string, string>> {
  const setup = await postSetup(app, setupRequestXml(options));
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const token = await exchangeCode(app, codeOf(startPageOf(setup.body)));
  if (token.statusCode !== 200) throw new Error(`exchange answered ${token.statusCode}: ${token.body}`);
  return { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}` };
}
