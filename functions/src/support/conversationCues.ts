import { foldText } from '@marketplace/domain';
import { foldedWords } from './normalize';

/**
 * What a message is besides a question about the platform: an attempt to make the assistant
 * reveal its instructions or leave its role (answered with a polite refusal, by the local
 * answerer as by Gemini's), or mere small talk ("bonjour", "merci").
 */

/** Folded patterns of the usual injections, in French and English. */
const INJECTIONS = [
  // "ignore previous instructions", "oublie tes consignes", "disregard the rules above"
  /\b(?:ignore[rsz]?|oublie[rsz]?|forget|disregard|override|contourne[rsz]?)\b.{0,40}\b(?:instructions?|consignes?|regles?|rules?|prompts?|directives?)\b/,
  // "your instructions", "ton prompt système", "system prompt", "instructions cachées"
  /\b(?:ton|tes|votre|vos|your|initial|initiales?|hidden|secret|secretes?|internes?|internal)\s+(?:prompts?|instructions?|consignes?)\b/,
  /\b(?:system|systeme)\s+(?:prompt|message|instructions?)\b|\b(?:prompt|message|instructions?)\s+(?:du\s+)?systeme\b/,
  // Role changes and known jailbreaks.
  /\b(?:you are now|tu es maintenant|vous etes maintenant|act as|pretend to be|pretend you are|fais semblant|jailbreak|developer mode|mode developpeur|do anything now)\b/,
];

export function isInjection(text: string): boolean {
  const folded = foldText(text);
  return INJECTIONS.some((pattern) => pattern.test(folded));
}

const GREETINGS = new Set('bonjour bonsoir salut coucou hello hi hey allo'.split(' '));
const THANKS = new Set('merci thanks thank thx'.split(' '));
/** Words that may come with a greeting or thanks without making it a question. */
const FILLERS = new Set(
  'beaucoup bien you very much a tous ok okay super cool parfait great good morning evening there madame monsieur assistant'.split(
    ' ',
  ),
);

/** "Bonjour", "merci beaucoup", "hi there": small talk, answered without searching. */
export function smallTalkOf(text: string): 'greeting' | 'thanks' | null {
  const words = foldedWords(text);
  if (words.length === 0 || words.length > 5) return null;
  let kind: 'greeting' | 'thanks' | null = null;
  for (const word of words) {
    if (THANKS.has(word)) kind = 'thanks';
    else if (GREETINGS.has(word)) kind ??= 'greeting';
    else if (!FILLERS.has(word)) return null;
  }
  return kind;
}
