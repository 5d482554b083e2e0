/**
 * The rounds of our hiring process, as the workspace's application stages know them: a stable id
 * (stored on each application) and a title. What a candidate reads of each round (its description
 * and icon) is content, in content/careers.ts `hiringRounds`, which takes the ids and titles from
 * here so the two cannot drift.
 */
export const hiringRoundStages = [
  { id: "technical-assessment", title: "Technical Assessment" },
  { id: "technical-interview", title: "Technical Interview" },
  { id: "founder-interview", title: "Founder Interview" },
  { id: "hr-discussion", title: "HR Discussion" },
] as const;
