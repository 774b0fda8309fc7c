/** Shared helpers of the robot route tests (SQLite and PostgreSQL suites, fuzz). */
import type { ChatMessage } from '../../../protocol';
import type { RobotAskAnswer } from '../../../server/robot';
import type { TestApp } from '../helpers';
import { post } from '../helpers';
import { P, startVisitor } from '../chat/fixtures';
import type { Visitor } from '../chat/fixtures';

export { P, startVisitor };
export type { Visitor };

export const ask = (t: TestApp, v: Visitor, body: Record<string, unknown>) => post<RobotAskAnswer>(t.app, P.robotAsk, body, v.token);
export const tips = (t: TestApp, v: Visitor, question: unknown) => post<{ id: string; docId: string; question: string; tips: string; score: number }[]>(t.app, P.robotTips, { question }, v.token);
export const history = async (t: TestApp, v: Visitor): Promise<ChatMessage[]> => (await post<ChatMessage[]>(t.app, P.getHistoryMsg, {}, v.token)).data;

/** A second tenant with its own channel and knowledge base (a guide too), for isolation tests. */
export async function otherTenant(t: TestApp): Promise<Visitor> {
  await t.services.channels.ensureTenant('acme', 'Acme');
  await t.services.channels.upsert({ tenantId: 'acme', channelId: 'acme-web', config: { commentDocMode: 1 } });
  await t.services.robot.kb.save('acme', [
    { docId: 'acme-secret', question: 'What is the Acme wholesale price list?', answer: '<p>Acme internal: 42% off</p>', locale: 'en',
      similarQuestions: ['Acme dealer discount', 'Acme partner prices', 'wholesale discount for resellers'] },
    { docId: 'acme-guide', question: 'Acme onboarding', answer: '<p>Pick one</p>', locale: 'en', similarQuestions: ['start onboarding', 'new partner steps', 'how to begin'],
      guide: { nodes: [{ nodeId: 'start', prompt: '<p>Step?</p>', buttons: [{ itemId: 'a', name: 'A', next: 'done' }] }, { nodeId: 'done', prompt: '<p>Done</p>', buttons: [] }] } },
  ]);
  return startVisitor(t.app, {}, undefined, 'acme-web');
}

export const THAI_DOC = {
  docId: 'th-password', question: 'ลืมรหัสผ่านต้องทำอย่างไร', locale: 'th',
  similarQuestions: ['รีเซ็ตรหัสผ่านได้ที่ไหน', 'เข้าสู่ระบบไม่ได้', 'เปลี่ยนรหัสผ่านอย่างไร'],
  answer: '<p>กด “ลืมรหัสผ่าน” ที่หน้าเข้าสู่ระบบ</p>',
};

/** The hostile answer of the sanitiser test: every vector of security-cases "Injection and XSS". */
export const HOSTILE_ANSWER = [
  '<p>Hello</p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>p{}</style><img src=x onerror=alert(2)>',
  '<style></style><script>alert(3)</script>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button><input type="submit"></form>',
  '<video poster="javascript:alert(1)"></video>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">styled</p>',
  '<div>'.repeat(40) + 'deep' + '</div>'.repeat(40),
  '<a href="https://example.com/ok">fine</a>',
  // last: an unclosed <style> in foreign content swallows the rest of the text
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(4)>',
].join('');

/** Everything that must not survive the sanitiser, as it would appear in stored HTML. */
export const DANGEROUS = [/<script/i, /onerror/i, /onload/i, /onclick/i, /javascript:/i, /<iframe/i, /srcdoc/i, /<base/i, /<meta/i, /<svg/i, /<style/i, /<form/i, /formaction/i, /<video/i, /poster/i, /<math/i, /data:/i, /href="\/\//, /style=/i];
