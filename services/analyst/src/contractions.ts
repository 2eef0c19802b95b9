/**
 * After blind-40: "what've we paid toyota finance" was refused over the word "ve". The
 * contractions of have, are and will are written out ("what have", "we are", "what will")
 * before any reader sees the question; "'s" and "'d" are left alone (a possessive, or had /
 * would), as are the negatives ("haven't"), which readers already know.
 */
export function expandContractions(question: string): string {
  return question
    .replace(/\b([a-z]+)['’]ve\b/gi, '$1 have')
    .replace(/\b(what|who|where|how|we|they|you)['’]re\b/gi, '$1 are')
    .replace(/\b(what|who|where|how|when|we|it|that|there)['’]ll\b/gi, '$1 will');
}
