/**
 * The structured editor of a section (channel-fields.ts SECTIONS `editor`), given the form's
 * unsaved state (use-draft.ts).
 */
import { FaqEditor } from './faq-editor';
import { GroupsEditor } from './groups-editor';
import { AutoTipsEditor, QuickMenuEditor } from './menu-sections';
import { SideBarEditor } from './side-bar-editor';
import { TextsTable } from './texts-table';
import type { useChannelDraft } from './use-draft';
import { VisitorFormEditor } from './visitor-form-editor';

type Draft = ReturnType<typeof useChannelDraft>;

export function ChannelEditors({ editor, d }: { editor: 'faq' | 'menu' | 'tips' | 'side' | 'form' | 'groups' | 'texts'; d: Draft }) {
  const props = { structs: d.structs, onStruct: d.setStruct };
  switch (editor) {
    case 'faq': return <FaqEditor {...props} />;
    case 'menu': return <QuickMenuEditor {...props} />;
    case 'tips': return <AutoTipsEditor {...props} />;
    case 'side': return <SideBarEditor {...props} />;
    case 'form': return <VisitorFormEditor {...props} />;
    case 'groups': return <GroupsEditor {...props} />;
    case 'texts': {
      const own = typeof d.values.language === 'string' && d.values.language ? d.values.language : 'zh';
      return <TextsTable own={own} base={{ ...d.values, ...d.structs }} texts={d.texts} onBase={d.setBase} onCell={d.setText} />;
    }
    default: {
      const never: never = editor;
      return never;
    }
  }
}
