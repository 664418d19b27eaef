// The walkthroughs feature's front door: what other features may use of it (decision 015).
export { EditRoomListDialog, type RoomListCopy } from './components/edit-room-list-dialog';
export { type DraftRoom, draftRooms, editedRooms } from './components/room-list-draft';
export { WalkthroughOffer } from './components/walkthrough-offer';
