export { NoAccessCover, type NoAccessKind } from './covers';
export { GuestNotice, NoAccessNotice, type NoAccessNoticeProps } from './NoAccessNotice';
export { NoPermissionTip } from './NoPermissionTip';
export { ServiceContact } from './ServiceContact';
