/**
 * The pre-chat form builder (spec §3 userFormConfig / "Pre-chat form field"): a title and fields
 * of every type spec §3 allows a pre-chat form (all but the work-order cascading choice), each
 * with its label, whether it is required and shown, a default, and options for the choice types.
 * The first three fields are read as the visitor's name, phone and e-mail (spec §5 checks the
 * phone and the e-mail), so an empty form offers to start with those three.
 */
import { FieldType } from '../../../../protocol';
import type { DeskKey } from '../../../i18n';
import { useT } from '../../../i18n/react';
import { button, small } from '../../styles';
import { CheckField, SelectField, TextField } from './controls';
import { ListEditor } from './list-editor';
import { FORM_FIELD_TYPES, hasOptions, newFormField, readForm, writeForm } from './models';
import type { FormDraft, FormFieldDraft } from './models';
import type { StructProps } from './menu-sections';
import { controlIdOf, opAt } from './paths';
import type { ListOp } from './paths';

const at = (...p: (string | number)[]) => controlIdOf(['userFormConfig', ...p]);

export function VisitorFormEditor({ structs, onStruct }: StructProps) {
  const t = useT();
  const draft = readForm(structs.userFormConfig);
  const write = (d: FormDraft, op?: ListOp) => onStruct('userFormConfig', writeForm(d), op);
  const setField = (i: number, f: FormFieldDraft, op?: ListOp) => write({ ...draft, fields: draft.fields.map((x, j) => (j === i ? f : x)) }, op);
  const starter = (
    <button type="button" className={`${button} ${small}`} disabled={draft.fields.length > 0}
      onClick={() => write({ ...draft, fields: [newFormField(t('channels.form.starterName')), newFormField(t('channels.form.starterPhone')), newFormField(t('channels.form.starterEmail'))] })}>
      {t('channels.form.starter')}
    </button>
  );
  return (
    <>
      <TextField id={at('formTitle')} max={100} label={t('channels.form.title')} hint={t('channels.form.titleHint')} value={draft.formTitle} onChange={(v) => write({ ...draft, formTitle: v })} />
      <ListEditor id={at('formList')} title={t('channels.form.fields')} hint={t('channels.form.fieldsHint')} items={draft.fields} max={30}
        itemLabel={(i) => t('channels.form.field', { n: i + 1 })} itemName={(f) => f.name} make={() => newFormField()} addLabel={t('channels.form.add')}
        onChange={(fields, op) => write({ ...draft, fields }, opAt(op, ['formList']))} extra={starter}
        render={(f, i) => (
          <>
            <TextField id={at('formList', i, 'name')} max={50} label={t('channels.form.label')} hint={t('channels.form.labelHint')} value={f.name} onChange={(v) => setField(i, { ...f, name: v })} />
            <SelectField id={at('formList', i, 'fieldType')} label={t('channels.form.type')} hint={t('channels.form.typeHint')} value={String(f.fieldType)}
              options={FORM_FIELD_TYPES.map((ft) => ({ value: String(ft), label: t(`channels.fieldType.${ft}` as DeskKey) }))}
              onChange={(v) => setField(i, { ...f, fieldType: Number(v), options: hasOptions(Number(v)) ? f.options : [] })} />
            <CheckField id={at('formList', i, 'require')} label={t('channels.form.require')} hint={t('channels.form.requireHint')} checked={f.require} onChange={(v) => setField(i, { ...f, require: v })} />
            <CheckField id={at('formList', i, 'show')} label={t('channels.form.show')} hint={t('channels.form.showHint')} checked={f.show} onChange={(v) => setField(i, { ...f, show: v })} />
            {f.fieldType !== FieldType.checkbox && (
              <TextField id={at('formList', i, 'value')} max={500} label={t('channels.form.value')} hint={t('channels.form.valueHint')} value={f.value} onChange={(v) => setField(i, { ...f, value: v })} />
            )}
            {hasOptions(f.fieldType) && (
              <ListEditor id={at('formList', i, 'options')} title={t('channels.form.options')} hint={t('channels.form.optionsHint')} items={f.options} max={100}
                itemLabel={(k) => t('channels.form.option', { field: i + 1, n: k + 1 })} itemName={(o) => o.label} make={() => ({ label: '', value: '' })} addLabel={t('channels.form.addOption')}
                onChange={(options, op) => setField(i, { ...f, options }, opAt(op, ['formList', i, 'options']))}
                render={(o, k) => (
                  <>
                    <TextField id={at('formList', i, 'options', k, 'label')} max={100} label={t('channels.form.optionLabel')} hint={t('channels.form.optionLabelHint')}
                      value={o.label} onChange={(v) => setField(i, { ...f, options: f.options.map((x, j) => (j === k ? { ...x, label: v } : x)) })} />
                    <TextField id={at('formList', i, 'options', k, 'value')} max={100} label={t('channels.form.optionValue')} hint={t('channels.form.optionValueHint')}
                      value={o.value} onChange={(v) => setField(i, { ...f, options: f.options.map((x, j) => (j === k ? { ...x, value: v } : x)) })} />
                  </>
                )} />
            )}
          </>
        )} />
    </>
  );
}
