// Registers every skill on the trigger engine (skills.ts): importing this module once is enough.
import "./skills-draw.ts";
import "./skills-wei.ts";
import "./skills-shu.ts";
import "./skills-wu.ts";
import "./skills-qun.ts";
import "./skills-guanxing.ts";
import "./skills-liuli.ts";
