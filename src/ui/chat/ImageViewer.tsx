/** spec §2 full-screen image viewer (a lazy chunk): the picture, closed with its button or Escape. */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { $viewer } from '../../state/ui';
import { Modal } from '../common/Modal';

const img = css`
  display: block;
  max-width: 100%;
  max-height: calc(100vh - 80px);
  margin: auto;
  object-fit: contain;
`;

export default function ImageViewer() {
  const shown = useStore($viewer);
  if (!shown) return null;
  return (
    <Modal title={shown.alt} onClose={() => $viewer.set(null)} full>
      <img className={img} src={shown.src} alt={shown.alt} />
    </Modal>
  );
}
