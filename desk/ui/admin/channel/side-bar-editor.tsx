/**
 * The side bar beside the chat on wide screens (spec §3 sideBarConfig): quick links (a name, an
 * icon and an address), preset questions (asked of the robot, or answered with a fixed text) and
 * ads (a picture, uploaded or by address, and where it leads), each part with its own switch.
 */
import type { DeskKey } from '../../../i18n';
import { useT } from '../../../i18n/react';
import { CheckField, ImageField, TextField } from './controls';
import { ListEditor } from './list-editor';
import { asList } from './models';
import type { StructProps } from './menu-sections';
import { controlIdOf, opAt } from './paths';
import type { ListChange, ListOp } from './paths';

type Entry = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : String(v));
const on = (v: unknown) => v === 1 || v === true;

/** Empty optional texts are not stored (the server keeps what it is given). */
function clean(e: Entry, keep: readonly string[]): Entry {
  return Object.fromEntries(Object.entries(e).filter(([k, v]) => keep.includes(k) || (v !== '' && v !== undefined)));
}

export function SideBarEditor({ structs, onStruct }: StructProps) {
  const t = useT();
  let side = structs.sideBarConfig;
  if (typeof side === 'string') {
    try { side = JSON.parse(side) as unknown; } catch { side = {}; }
  }
  const cfg = (side && typeof side === 'object' ? side : {}) as Entry;
  const write = (patch: Entry, op?: ListOp) => onStruct('sideBarConfig', { ...cfg, ...patch }, op);
  const id = (...p: (string | number)[]) => controlIdOf(['sideBarConfig', ...p]);
  const list = (key: string, required: string) => {
    const items = asList(cfg[key]);
    const set = (i: number, k: string, v: string) => write({ [key]: items.map((x, j) => (j === i ? clean({ ...x, [k]: v }, [required]) : x)) });
    return { items, set, change: (next: Entry[], op?: ListChange) => write({ [key]: next }, opAt(op, [key])) };
  };
  const quick = list('quickList', 'name');
  const questions = list('questionList', 'question');
  const ads = list('adList', 'imgUrl');
  const flag = (k: string) => (
    <CheckField id={id(k)} label={t(`channels.side.${k}` as DeskKey)} hint={t(`channels.side.${k}Hint` as DeskKey)} checked={on(cfg[k])} onChange={(v) => write({ [k]: v ? 1 : 0 })} />
  );
  return (
    <>
      {flag('quickFlag')}
      {flag('questionFlag')}
      {flag('adFlag')}
      <ListEditor id={id('quickList')} title={t('channels.side.quickList')} hint={t('channels.side.quickListHint')} items={quick.items} max={50}
        itemLabel={(i) => t('channels.side.quick', { n: i + 1 })} itemName={(e) => s(e.name)} make={() => ({ name: '' })} addLabel={t('channels.side.addQuick')}
        onChange={quick.change}
        render={(e, i) => (
          <>
            <TextField id={id('quickList', i, 'name')} max={50} label={t('channels.side.name')} hint={t('channels.side.nameHint')} value={s(e.name)} onChange={(v) => quick.set(i, 'name', v)} />
            <TextField id={id('quickList', i, 'link')} ltr wide label={t('channels.side.link')} hint={t('channels.side.linkHint')} value={s(e.link)} onChange={(v) => quick.set(i, 'link', v)} />
            <ImageField id={id('quickList', i, 'imgUrl')} label={t('channels.side.icon')} hint={t('channels.side.iconHint')} value={s(e.imgUrl)} onChange={(v) => quick.set(i, 'imgUrl', v)} />
          </>
        )} />
      <ListEditor id={id('questionList')} title={t('channels.side.questionList')} hint={t('channels.side.questionListHint')} items={questions.items} max={50}
        itemLabel={(i) => t('channels.side.question', { n: i + 1 })} itemName={(e) => s(e.question)} make={() => ({ question: '' })} addLabel={t('channels.side.addQuestion')}
        onChange={questions.change}
        render={(e, i) => (
          <>
            <TextField id={id('questionList', i, 'question')} max={200} label={t('channels.side.questionText')} hint={t('channels.side.questionTextHint')} value={s(e.question)} onChange={(v) => questions.set(i, 'question', v)} />
            <TextField id={id('questionList', i, 'answer')} long max={5000} label={t('channels.side.answer')} hint={t('channels.side.answerHint')} value={s(e.answer)} onChange={(v) => questions.set(i, 'answer', v)} />
          </>
        )} />
      <ListEditor id={id('adList')} title={t('channels.side.adList')} hint={t('channels.side.adListHint')} items={ads.items} max={20}
        itemLabel={(i) => t('channels.side.ad', { n: i + 1 })} itemName={(e) => s(e.link)} make={() => ({ imgUrl: '' })} addLabel={t('channels.side.addAd')}
        onChange={ads.change}
        render={(e, i) => (
          <>
            <ImageField id={id('adList', i, 'imgUrl')} label={t('channels.side.adImage')} hint={t('channels.side.adImageHint')} value={s(e.imgUrl)} onChange={(v) => ads.set(i, 'imgUrl', v)} />
            <TextField id={id('adList', i, 'link')} ltr wide label={t('channels.side.link')} hint={t('channels.side.adLinkHint')} value={s(e.link)} onChange={(v) => ads.set(i, 'link', v)} />
          </>
        )} />
    </>
  );
}
