/**
 * The screen of each spec §2 route. The chat is in the first-open bundle; the secondary screens
 * are lazy chunks (DESIGN §4), loaded only when their route opens, with the texts past the chat
 * window's first screen.
 */
import type { ComponentType } from 'react';
import type { RouteName } from '../../protocol';
import { lazyWithTexts } from '../i18n/react';
import { ChatScreen } from './chat/ChatScreen';

const LeaveMessageScreen = lazyWithTexts(() => import('./leave-message/LeaveMessageScreen'));
const QuestionScreen = lazyWithTexts(() => import('./question/QuestionScreen'));
const WorkOrderScreen = lazyWithTexts(() => import('./work-order/WorkOrderScreen'));
const FormDataScreen = lazyWithTexts(() => import('./form-data/FormDataScreen'));

// dev and test builds only: the condition is false in a production build, which drops the chunk
const Gallery = import.meta.env.DEV ? lazyWithTexts(() => import('./gallery/Gallery')) : ChatScreen;

export const Screens: { readonly [N in RouteName]: ComponentType } = {
  index: ChatScreen,
  leaveMsg: LeaveMessageScreen,
  leaveMessage: LeaveMessageScreen,
  question: QuestionScreen,
  workorder: WorkOrderScreen,
  formData: FormDataScreen,
  mobileWorkorder: WorkOrderScreen,
  gallery: Gallery,
};
