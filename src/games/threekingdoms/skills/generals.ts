// The 25 generals of the standard edition, as data: kingdom, gender, HP (magatama) and skill ids.
// The skills' texts and handlers live in skills/*.ts; a Lord skill (`lord: true` there) works only
// when its general is the Lord. Codes are what players type: CHOOSE CAOCAO, CHOOSE ZHUGELIANG.
// Names are messages (`threekingdoms.general.<code in lower case>`): the same romanised names in every
// language, but a catalog may spell them its own way; `name` stays what a player may type.
import { m, type Msg } from "../../../i18n/msg.ts";

export type Kingdom = "wei" | "shu" | "wu" | "qun";

export interface General {
  code: string;
  /** the romanised name a player may type ("Cao Cao") */
  name: string;
  /** the name in the reader's language */
  title: Msg;
  kingdom: Kingdom;
  gender: "m" | "f";
  hp: number;
  skills: string[];
}

const g = (code: string, name: string, kingdom: Kingdom, gender: "m" | "f", hp: number, ...skills: string[]): General => ({
  code,
  name,
  title: m(`threekingdoms.general.${code.toLowerCase()}`),
  kingdom,
  gender,
  hp,
  skills,
});

export const GENERALS: readonly General[] = [
  g("CAOCAO", "Cao Cao", "wei", "m", 4, "JIANXIONG", "HUJIA"),
  g("SIMAYI", "Sima Yi", "wei", "m", 3, "GUICAI", "FANKUI"),
  g("XIAHOUDUN", "Xiahou Dun", "wei", "m", 4, "GANGLIE"),
  g("ZHANGLIAO", "Zhang Liao", "wei", "m", 4, "TUXI"),
  g("XUCHU", "Xu Chu", "wei", "m", 4, "LUOYI"),
  g("GUOJIA", "Guo Jia", "wei", "m", 3, "TIANDU", "YIJI"),
  g("ZHENJI", "Zhen Ji", "wei", "f", 3, "LUOSHEN", "QINGGUO"),
  g("LIUBEI", "Liu Bei", "shu", "m", 4, "RENDE", "JIJIANG"),
  g("GUANYU", "Guan Yu", "shu", "m", 4, "WUSHENG"),
  g("ZHANGFEI", "Zhang Fei", "shu", "m", 4, "PAOXIAO"),
  g("ZHUGELIANG", "Zhuge Liang", "shu", "m", 3, "GUANXING", "KONGCHENG"),
  g("ZHAOYUN", "Zhao Yun", "shu", "m", 4, "LONGDAN"),
  g("MACHAO", "Ma Chao", "shu", "m", 4, "MASHU", "TIEQI"),
  g("HUANGYUEYING", "Huang Yueying", "shu", "f", 3, "JIZHI", "QICAI"),
  g("SUNQUAN", "Sun Quan", "wu", "m", 4, "ZHIHENG", "JIUYUAN"),
  g("GANNING", "Gan Ning", "wu", "m", 4, "QIXI"),
  g("LVMENG", "Lü Meng", "wu", "m", 4, "KEJI"),
  g("HUANGGAI", "Huang Gai", "wu", "m", 4, "KUROU"),
  g("ZHOUYU", "Zhou Yu", "wu", "m", 3, "YINGZI", "FANJIAN"),
  g("DAQIAO", "Da Qiao", "wu", "f", 3, "GUOSE", "LIULI"),
  g("LUXUN", "Lu Xun", "wu", "m", 3, "QIANXUN", "LIANYING"),
  g("SUNSHANGXIANG", "Sun Shangxiang", "wu", "f", 3, "JIEYIN", "XIAOJI"),
  g("HUATUO", "Hua Tuo", "qun", "m", 3, "QINGNANG", "JIJIU"),
  g("LVBU", "Lü Bu", "qun", "m", 4, "WUSHUANG"),
  g("DIAOCHAN", "Diao Chan", "qun", "f", 3, "LIJIAN", "BIYUE"),
];

/** The three generals always offered to the Lord (seed §2). */
export const LORD_OFFER = ["CAOCAO", "LIUBEI", "SUNQUAN"];

export const KINGDOM_TITLE: Record<Kingdom, Msg> = {
  wei: m("threekingdoms.general.kingdomWei"),
  shu: m("threekingdoms.general.kingdomShu"),
  wu: m("threekingdoms.general.kingdomWu"),
  qun: m("threekingdoms.general.kingdomQun"),
};

const BY_CODE = new Map(GENERALS.map((x) => [x.code, x]));

export function general(code: string | null | undefined): General | null {
  return code ? (BY_CODE.get(code) ?? null) : null;
}

/** "Cao Cao (Wei, 4 HP)", "Zhen Ji (Wei, female, 3 HP)" */
export function generalTitle(code: string): Msg {
  const x = general(code)!;
  return m("threekingdoms.general.title", { name: x.title, kingdom: KINGDOM_TITLE[x.kingdom], gender: x.gender, hp: x.hp });
}
