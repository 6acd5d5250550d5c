/** Darky's chat parts for another chat surface (the 3D demo): components, hooks and client helpers. */
export { ChatComposer } from './components/chat-composer';
export { ChatMessageList } from './components/chat-message-list';
export { DarkyCharacter } from './components/darky-character';
export { currentSuggestions } from './client/chat-state';
export { isSpeechSynthesisSupported, observeSpokenReplies } from './client/speech';
export { useDarkyChat } from './client/use-darky-chat';
export { useMicrophone } from './client/use-microphone';
