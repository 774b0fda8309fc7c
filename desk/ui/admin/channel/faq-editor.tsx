/**
 * The FAQ the robot shows after its welcome (spec §3 faq, spec §4: one list of questions, or a
 * tab per group; five per page with a "refresh"). Questions are picked from the knowledge base
 * and stored as spec §3 FAQ entries {questionName, docId}: pressing one asks the robot for that
 * entry. Groups are stored as {name, list}.
 */
import { FaqShowType } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { SelectField, TextField } from './controls';
import { DocPicker } from './doc-picker';
import { ListEditor } from './list-editor';
import { readFaq, writeFaq } from './models';
import type { FaqDraft, FaqGroup } from './models';
import type { StructProps } from './menu-sections';
import { controlIdOf, opAt } from './paths';
import type { ListOp } from './paths';

export function FaqEditor({ structs, onStruct }: StructProps) {
  const t = useT();
  const draft = readFaq(structs.faq);
  const write = (d: FaqDraft, op?: ListOp) => onStruct('faq', writeFaq(d), op);
  const setGroup = (i: number, g: FaqGroup, op?: ListOp) => write({ ...draft, groups: draft.groups.map((x, j) => (j === i ? g : x)) }, op);
  return (
    <>
      <SelectField id={controlIdOf(['faq', 'showType'])} label={t('channels.faq.showType')} hint={t('channels.faq.showTypeHint')} value={String(draft.showType)}
        options={[{ value: String(FaqShowType.flat), label: t('channels.faq.flat') }, { value: String(FaqShowType.tabbed), label: t('channels.faq.tabbed') }]}
        onChange={(v) => write({ ...draft, showType: Number(v) })} />
      <ListEditor id={controlIdOf(['faq', 'showContent'])} title={t('channels.faq.title')} hint={t('channels.faq.hint')} items={draft.groups} max={100}
        itemLabel={(i) => t('channels.faq.group', { n: i + 1 })} itemName={(g) => g.name}
        make={() => ({ name: '', list: [] })} addLabel={t('channels.faq.addGroup')}
        onChange={(groups, op) => write({ ...draft, groups }, opAt(op, ['showContent']))}
        render={(g, i) => (
          <>
            <TextField id={controlIdOf(['faq', 'showContent', i, 'name'])} max={200} label={t('channels.faq.groupName')} hint={t('channels.faq.groupNameHint')}
              value={g.name} onChange={(v) => setGroup(i, { ...g, name: v })} />
            <ListEditor id={controlIdOf(['faq', 'showContent', i, 'list'])} title={t('channels.faq.questions')} hint={t('channels.faq.questionsHint')} items={g.list} max={100}
              itemLabel={(k) => t('channels.faq.question', { n: k + 1 })} itemName={(q) => q.questionName}
              make={() => ({ questionName: '', docId: '' })} addLabel={t('channels.faq.addQuestion')}
              onChange={(list, op) => setGroup(i, { ...g, list }, opAt(op, ['showContent', i, 'list']))}
              render={(q, k) => (
                <>
                  <TextField id={controlIdOf(['faq', 'showContent', i, 'list', k, 'questionName'])} max={200} label={t('channels.faq.questionName')} hint={t('channels.faq.questionNameHint')}
                    value={q.questionName} onChange={(v) => setGroup(i, { ...g, list: g.list.map((x, j) => (j === k ? { ...x, questionName: v } : x)) })} />
                  <TextField id={controlIdOf(['faq', 'showContent', i, 'list', k, 'docId'])} ltr max={64} label={t('channels.faq.docId')} hint={t('channels.faq.docIdHint')}
                    value={q.docId} onChange={(v) => setGroup(i, { ...g, list: g.list.map((x, j) => (j === k ? { ...x, docId: v } : x)) })} />
                </>
              )}
              extra={<DocPicker id={controlIdOf(['faq', 'showContent', i, 'search'])} label={t('channels.faq.search', { n: i + 1 })}
                pickLabel={(question) => t('channels.faq.pick', { q: question })}
                onPick={(d) => setGroup(i, { ...g, list: [...g.list, { questionName: d.question, docId: d.docId }] })} />} />
          </>
        )} />
    </>
  );
}
