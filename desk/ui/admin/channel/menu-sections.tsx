/**
 * The quick menu (spec §3 chatMenuConfigPlan.chatMenuConfigList: the buttons above the input)
 * and the auto tips (spec §3 autoTip: messages the robot shows after its welcome, each with its
 * own buttons, which act like menu items).
 */
import type { MenuItem } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { TextField } from './controls';
import { ListEditor } from './list-editor';
import { MenuList } from './menu-editor';
import { asList } from './models';
import { controlIdOf, opAt } from './paths';
import type { ListOp } from './paths';

export interface StructProps {
  structs: Record<string, unknown>;
  /** a structure's new value; `op`, inside it, is repeated in each language's copy */
  onStruct: (field: string, value: unknown, op?: ListOp) => void;
}

type Item = MenuItem & Record<string, unknown>;

export function QuickMenuEditor({ structs, onStruct }: StructProps) {
  const t = useT();
  const plan = (structs.chatMenuConfigPlan ?? {}) as Record<string, unknown>;
  const items = asList(plan.chatMenuConfigList) as Item[];
  return (
    <MenuList at={['chatMenuConfigPlan', 'chatMenuConfigList']} items={items} max={30}
      title={t('channels.menu.title')} hint={t('channels.menu.hint')} itemKey="channels.menu.item" addKey="channels.menu.add"
      onChange={(next, op) => onStruct('chatMenuConfigPlan', { ...plan, chatMenuConfigList: next }, opAt(op, ['chatMenuConfigList']))} />
  );
}

interface Tip { autoTip: string; btnList?: Item[] }

export function AutoTipsEditor({ structs, onStruct }: StructProps) {
  const t = useT();
  const tips = asList(structs.autoTip) as unknown as Tip[];
  const write = (next: Tip[], op?: ListOp) => onStruct('autoTip', next.map((x) => ({ autoTip: x.autoTip, ...(x.btnList?.length ? { btnList: x.btnList } : {}) })), op);
  return (
    <ListEditor id={controlIdOf(['autoTip'])} title={t('channels.tips.title')} hint={t('channels.tips.hint')} items={tips} max={20}
      itemLabel={(i) => t('channels.tips.item', { n: i + 1 })} itemName={(x) => x.autoTip ?? ''}
      make={(): Tip => ({ autoTip: '' })} addLabel={t('channels.tips.add')}
      onChange={(next, op) => write(next, opAt(op, []))}
      render={(tip, i) => (
        <>
          <TextField id={controlIdOf(['autoTip', i, 'autoTip'])} long max={2000} label={t('channels.tips.text')} hint={t('channels.tips.textHint')}
            value={tip.autoTip ?? ''} onChange={(v) => write(tips.map((x, j) => (j === i ? { ...x, autoTip: v } : x)))} />
          <MenuList at={['autoTip', i, 'btnList']} items={tip.btnList ?? []} max={20}
            title={t('channels.tips.buttons')} hint={t('channels.tips.buttonsHint')} itemKey="channels.tips.button" addKey="channels.tips.addButton"
            onChange={(btns: MenuItem[], op) => write(tips.map((x, j) => (j === i ? { ...x, btnList: btns as Item[] } : x)), opAt(op, [i, 'btnList']))} />
        </>
      )} />
  );
}
