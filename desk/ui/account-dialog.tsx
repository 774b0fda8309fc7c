/**
 * The agent's own account: the card visitors see when connected (profile/update — nickname,
 * signature, phone, mobile, e-mail, QQ, WeChat) and a new password (auth/password; the agent's
 * other sign-ins end).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DeskAgent } from '../../protocol';
import { call } from '../api/client';
import { useT } from '../i18n/react';
import type { DeskKey } from '../i18n';
import { $me } from '../state/session';
import { Dialog } from './common/dialog';
import { SaveMessage, useSaver } from './admin/saver';
import { button, field, primary } from './styles';

const CARD = ['nick', 'signature', 'tel', 'mobile', 'email', 'qq', 'wechat'] as const;
type CardField = (typeof CARD)[number];

export function AccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const me = useStore($me);
  const [card, setCard] = useState<Record<CardField, string>>(() => Object.fromEntries(CARD.map((k) => [k, me?.[k] ?? ''])) as Record<CardField, string>);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const profile = useSaver();
  const password = useSaver();

  async function saveCard(e: FormEvent) {
    e.preventDefault();
    await profile.run(async () => $me.set(await call<DeskAgent>('profile/update', card)));
  }
  async function savePassword(e: FormEvent) {
    e.preventDefault();
    const ok = await password.run(() => call('auth/password', { oldPassword, newPassword }), t('account.passwordChanged'));
    if (ok) { setOld(''); setNew(''); }
  }

  return (
    <Dialog title={t('account.title')} onClose={onClose}>
      <form onSubmit={saveCard}>
        <h3>{t('account.card')}</h3>
        {CARD.map((k) => (
          <label key={k} className={field}><span>{t(`account.${k}` as DeskKey)}</span>
            <input value={card[k]} required={k === 'nick'} maxLength={k === 'signature' ? 200 : 64}
              type={k === 'email' ? 'email' : k === 'tel' || k === 'mobile' ? 'tel' : 'text'}
              onChange={(e) => { const v = e.currentTarget.value; setCard((c) => ({ ...c, [k]: v })); }} />
          </label>
        ))}
        <div className="actions"><SaveMessage message={profile.message} /><button type="submit" className={`${button} ${primary}`} disabled={profile.busy}>{t('action.save')}</button></div>
      </form>
      <form onSubmit={savePassword}>
        <h3>{t('account.password')}</h3>
        <label className={field}><span>{t('account.oldPassword')}</span><input type="password" required autoComplete="current-password" value={oldPassword} onChange={(e) => setOld(e.currentTarget.value)} /></label>
        <label className={field}><span>{t('account.newPassword')}</span><input type="password" required minLength={8} autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.currentTarget.value)} /></label>
        <div className="actions"><SaveMessage message={password.message} /><button type="submit" className={button} disabled={password.busy}>{t('account.changePassword')}</button></div>
      </form>
      <div className="actions"><button type="button" className={button} onClick={onClose}>{t('action.close')}</button></div>
    </Dialog>
  );
}
